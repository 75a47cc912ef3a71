import { headerClearance } from './header-clearance';

function placeHeader(html: string, bottom: number) {
  document.body.insertAdjacentHTML('beforeend', html);
  const header = document.body.querySelectorAll('header');
  header[header.length - 1]!.getBoundingClientRect = () => ({ bottom }) as DOMRect;
}

describe('headerClearance', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("is the page header's bottom edge on screen", () => {
    placeHeader('<div><header>Jara</header></div>', 65);
    expect(headerClearance()).toBe(65);
  });

  it('is nothing without a header, or with one scrolled out of view', () => {
    expect(headerClearance()).toBe(0);
    placeHeader('<header>Jara</header>', -120);
    expect(headerClearance()).toBe(0);
  });

  it("leaves out the headers of the page's sections and articles, and of dialogs", () => {
    placeHeader('<header>Jara</header>', 65);
    placeHeader('<main><section><header>Quizzes</header></section></main>', 400);
    placeHeader('<article><header>A post</header></article>', 500);
    placeHeader('<div role="dialog"><div><header>Sign in to Jara</header></div></div>', 220);
    placeHeader('<dialog open><header>Your cart</header></dialog>', 120);
    expect(headerClearance()).toBe(65);
  });

  it('gives way to a header opened taller than half the screen', () => {
    placeHeader('<header>Jara, with its menu open</header>', window.innerHeight);
    expect(headerClearance()).toBe(window.innerHeight / 2);
  });
});
