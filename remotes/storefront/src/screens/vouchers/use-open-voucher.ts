/**
 * The voucher open in the dialog lives in the URL (`?voucher=ID`), so a link opens it and Back
 * closes it. Opening pushes a history entry; closing goes back over it, or, when the page was
 * opened with the voucher already in the link, drops the parameter in place.
 */
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

export const VOUCHER_PARAM = 'voucher';

/** What the URL asks for: nothing, a voucher id, or something that cannot be one. */
export type OpenVoucher = { kind: 'none' } | { kind: 'id'; id: number } | { kind: 'invalid' };

export function parseVoucherParam(raw: string | null): OpenVoucher {
  if (raw === null) return { kind: 'none' };
  return /^[1-9]\d{0,8}$/.test(raw) ? { kind: 'id', id: Number(raw) } : { kind: 'invalid' };
}

interface OpenedHere {
  voucherOpenedHere?: boolean;
}

export function useOpenVoucher() {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openedHere = (location.state as OpenedHere | null)?.voucherOpenedHere === true;

  const open = (id: number) => {
    const next = new URLSearchParams(search);
    next.set(VOUCHER_PARAM, String(id));
    setSearch(next, { state: { voucherOpenedHere: true } satisfies OpenedHere });
  };

  const close = () => {
    if (openedHere) {
      void navigate(-1);
      return;
    }
    const next = new URLSearchParams(search);
    next.delete(VOUCHER_PARAM);
    setSearch(next, { replace: true });
  };

  return { voucher: parseVoucherParam(search.get(VOUCHER_PARAM)), open, close };
}
