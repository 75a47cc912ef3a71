/**
 * What a customer does to the prerendered markup before the live app takes its place is not
 * lost: a button pressed or a field filled there is done again, at the swap, on the same element
 * of the live page. The live page draws the markup that was prerendered, so an element is found
 * again by its position under the container, and is used only if it is still the same kind of
 * element with the same text (otherwise the action is dropped rather than done to the wrong
 * thing). Links need nothing: they work as plain links before the app is there.
 */
import { PRERENDERED_ROOT_ID } from '@jara/contracts/prerender';

type Held =
  | { kind: 'press'; path: number[]; signature: string }
  | { kind: 'fill'; path: number[]; signature: string; value: string };

const PRESSABLE = 'button, [role="button"], summary, input[type="checkbox"], input[type="radio"]';
const FILLABLE = 'input, textarea, select';

/**
 * A server render writes the resource hints and metadata a component renders (React's preload
 * `<link>` of a high-priority image, a `<title>`, `<meta>`) where the component is, while the
 * browser's render hoists them into `<head>`: a store page's markup had two preload links before
 * its screen that the live page has not. Positions count only the elements both draw.
 */
const HOISTED = new Set(['LINK', 'META', 'TITLE', 'STYLE', 'SCRIPT']);

const drawnChildren = (parent: Element) =>
  Array.from(parent.children).filter((child) => !HOISTED.has(child.tagName));

function pathFrom(container: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node = element; node !== container; node = node.parentElement!) {
    path.unshift(drawnChildren(node.parentElement!).indexOf(node));
  }
  return path;
}

function elementAt(container: Element, path: number[]): Element | undefined {
  let node: Element | undefined = container;
  for (const index of path) node = node && drawnChildren(node)[index];
  return node;
}

const signatureOf = (element: Element) =>
  `${element.tagName}|${element.getAttribute('name') ?? ''}|${element.textContent?.trim() ?? ''}`;

/** Sets a field the way typing does, so the live page's React state hears it. */
function fill(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Starts holding; the function returned does what was held on the live page (once). */
export function holdInteractions(doc: Document = document): (live: Element) => void {
  const container = doc.getElementById(PRERENDERED_ROOT_ID);
  if (!container) return () => {};
  const held: Held[] = [];
  const onClick = (event: Event) => {
    const target = (event.target as Element).closest(PRESSABLE);
    if (!target || !container.contains(target)) return;
    event.preventDefault();
    held.push({ kind: 'press', path: pathFrom(container, target), signature: signatureOf(target) });
  };
  const onInput = (event: Event) => {
    const field = event.target as HTMLInputElement;
    if (!field.matches(FILLABLE) || field.type === 'checkbox' || field.type === 'radio') return;
    const path = pathFrom(container, field);
    const same = held.findIndex((entry) => entry.kind === 'fill' && `${entry.path}` === `${path}`);
    if (same >= 0) held.splice(same, 1);
    held.push({ kind: 'fill', path, signature: signatureOf(field), value: field.value });
  };
  container.addEventListener('click', onClick, true);
  container.addEventListener('input', onInput, true);
  container.addEventListener('change', onInput, true);

  return (live) => {
    container.removeEventListener('click', onClick, true);
    container.removeEventListener('input', onInput, true);
    container.removeEventListener('change', onInput, true);
    for (const action of held.splice(0)) {
      const element = elementAt(live, action.path);
      if (!element || signatureOf(element) !== action.signature) continue;
      if (action.kind === 'fill') fill(element as HTMLInputElement, action.value);
      else (element as HTMLElement).click();
    }
  };
}
