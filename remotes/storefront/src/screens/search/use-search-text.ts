/**
 * The search text, kept in the URL (`?q=`) so back, forward, reload and a shared link show the
 * same search. The box follows each key at once; the URL, and so the search, after a pause.
 * The first change of a search pushes a history entry and the next ones replace it, so back
 * returns to the previous search rather than to every letter; submitting ends that search.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CountryCode } from '@jara/contracts/constants';
import { pathTo } from '@jara/contracts/site-paths';
import { useParcelProps } from '@jara/parcel/parcel';

export const SEARCH_DELAY_MS = 250;
/** The API's longest search: the box holds no more, nor does a longer address. */
export const LONGEST_SEARCH = 100;
const TEXT_PARAM = 'q';

/** The search page for `text`, keeping the list's other params (`open`, `sort`) from `keep`. */
export function searchHref(
  text: string,
  country: CountryCode,
  keep: URLSearchParams = new URLSearchParams(),
): string {
  const query = new URLSearchParams(text ? { [TEXT_PARAM]: text } : {});
  keep.forEach((value, name) => {
    if (name !== TEXT_PARAM) query.append(name, value);
  });
  const base = pathTo('search', { country });
  return query.size > 0 ? `${base}?${query}` : base;
}

export function useSearchText() {
  const { navigate, country } = useParcelProps();
  const [params] = useSearchParams();
  /** The URL's other params as they are when a search is written, not when it was typed. */
  const current = useRef(params);
  useEffect(() => {
    current.current = params;
  }, [params]);
  const inUrl = (params.get(TEXT_PARAM) ?? '').slice(0, LONGEST_SEARCH).trim();
  const [text, setText] = useState(inUrl);
  const [searched, setSearched] = useState(inUrl);
  /** What this hook last put in the URL: any other value came from back, forward or a link. */
  const written = useRef(inUrl);
  /** Whether the search being typed already has its own history entry. */
  const typing = useRef(false);
  /**
   * The write waiting for the pause. Submit and back/forward cancel it: otherwise it could fire
   * after back had changed the URL but before the box re-rendered, and push the text back was
   * leaving (a slow phone does reach that gap).
   */
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancelPending = () => clearTimeout(pending.current);

  useEffect(() => {
    if (inUrl === written.current) return;
    cancelPending();
    written.current = inUrl;
    typing.current = false;
    setText(inUrl);
    setSearched(inUrl);
  }, [inUrl]);

  const commit = useCallback(
    (value: string) => {
      const trimmed = value.trim();
      setSearched(trimmed);
      if (trimmed === written.current) return;
      written.current = trimmed;
      navigate(searchHref(trimmed, country, current.current), { replace: typing.current });
      typing.current = true;
    },
    [navigate, country],
  );

  useEffect(() => {
    pending.current = setTimeout(() => commit(text), SEARCH_DELAY_MS);
    return cancelPending;
  }, [text, commit]);

  const submit = () => {
    cancelPending();
    commit(text);
    typing.current = false;
  };

  return { text, setText, searched, submit };
}
