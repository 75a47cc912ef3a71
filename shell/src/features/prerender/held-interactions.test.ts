import { holdInteractions } from './held-interactions';

const markup = `
  <header><button type="button">Sign in</button></header>
  <main><h1>Gifting</h1><label>Search <input name="q" /></label><button>Send</button></main>`;

function page() {
  document.body.innerHTML = `<div id="prerendered">${markup}</div><div id="root" hidden>${markup}</div>`;
  const prerendered = document.getElementById('prerendered')!;
  const live = document.getElementById('root')!;
  return { prerendered, live };
}

describe('holdInteractions', () => {
  it('presses, on the live page, the button pressed on the prerendered one', () => {
    const { prerendered, live } = page();
    const replay = holdInteractions();
    const pressed = jest.fn();
    live.querySelector('header button')!.addEventListener('click', pressed);
    (prerendered.querySelector('header button') as HTMLButtonElement).click();
    expect(pressed).not.toHaveBeenCalled();
    replay(live);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('carries what was typed into the same field of the live page, the last value only', () => {
    const { prerendered, live } = page();
    const replay = holdInteractions();
    const field = prerendered.querySelector('input')!;
    const heard = jest.fn();
    live.querySelector('input')!.addEventListener('input', heard);
    for (const value of ['jol', 'jollof']) {
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    replay(live);
    expect(live.querySelector('input')!.value).toBe('jollof');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('drops an action whose element the live page draws differently', () => {
    const { prerendered, live } = page();
    const replay = holdInteractions();
    const other = jest.fn();
    live.querySelector('header button')!.textContent = 'Your account';
    live.querySelector('header button')!.addEventListener('click', other);
    (prerendered.querySelector('header button') as HTMLButtonElement).click();
    replay(live);
    expect(other).not.toHaveBeenCalled();
  });

  it("finds the element past the preload links a server render writes where the client's go to <head>", () => {
    const screen = '<div><h1>Mama Put Kitchen</h1><button>Add</button></div>';
    const preloads =
      '<link rel="preload" as="image" href="/cover.svg" /><link rel="preload" as="image" href="/logo.svg" />';
    document.body.innerHTML = `<div id="prerendered"><main><div>${preloads}${screen}</div></main></div><div id="root" hidden><main><div>${screen}</div></main></div>`;
    const replay = holdInteractions();
    const pressed = jest.fn();
    const live = document.getElementById('root')!;
    live.querySelector('button')!.addEventListener('click', pressed);
    document.querySelector<HTMLButtonElement>('#prerendered button')!.click();
    replay(live);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('does each action once, and nothing on a page that was not prerendered', () => {
    const { prerendered, live } = page();
    const replay = holdInteractions();
    const pressed = jest.fn();
    live.querySelector('main button')!.addEventListener('click', pressed);
    (prerendered.querySelector('main button') as HTMLButtonElement).click();
    replay(live);
    replay(live);
    expect(pressed).toHaveBeenCalledTimes(1);

    document.body.innerHTML = '<div id="root"></div>';
    expect(() => holdInteractions()(document.getElementById('root')!)).not.toThrow();
  });
});
