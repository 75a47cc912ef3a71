/**
 * A remote's own router. The shell decides which remote owns a URL; the remote decides which of
 * its screens that URL is. Both follow every pushState because single-spa re-dispatches it as
 * popstate, so the remote's BrowserRouter and the shell's router never disagree.
 */
import type { ComponentType } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';

export interface ScreenProps {
  title: string;
  params: Readonly<Record<string, string | undefined>>;
}

export interface Screen {
  id: string;
  title: string;
  paths: string[];
  Component?: ComponentType<ScreenProps>;
}

function ScreenPlaceholder({ title, params }: ScreenProps) {
  const entries = Object.entries(params).filter(([name]) => name !== '*');
  return (
    <section data-testid="remote-screen" aria-labelledby="screen-title">
      <h1 id="screen-title">{title}</h1>
      {entries.length > 0 && (
        <dl>
          {entries.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function ScreenRoute({ screen }: { screen: Screen }) {
  const params = useParams();
  const Component = screen.Component ?? ScreenPlaceholder;
  return <Component title={screen.title} params={params} />;
}

function UnknownScreen({ remote }: { remote: string }) {
  const { pathname } = useLocation();
  return (
    <p role="alert">
      The {remote} section has no page at {pathname}.
    </p>
  );
}

export function RemoteRoutes({ remote, screens }: { remote: string; screens: Screen[] }) {
  return (
    <BrowserRouter>
      <Routes>
        {screens.flatMap((screen) =>
          screen.paths.map((path) => (
            <Route
              key={`${screen.id}:${path}`}
              path={path}
              element={<ScreenRoute screen={screen} />}
            />
          )),
        )}
        <Route path="*" element={<UnknownScreen remote={remote} />} />
      </Routes>
    </BrowserRouter>
  );
}
