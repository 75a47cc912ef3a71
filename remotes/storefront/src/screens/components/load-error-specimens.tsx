/** The error state of a screen's data, with its retry working. */
import { useState } from 'react';
import { LoadError } from '@jara/ui/load-error';
import { Specimen } from './catalogue-section';

export function LoadErrorSpecimens() {
  const [retries, setRetries] = useState(0);
  return (
    <Specimen state={`with retry (tried again ${retries} ${retries === 1 ? 'time' : 'times'})`}>
      <LoadError
        message="We couldn't load the stores."
        onRetry={() => setRetries((count) => count + 1)}
      />
    </Specimen>
  );
}
