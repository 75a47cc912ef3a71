// A shell prerender module as the publish step sees one: one page of its own, and a layout
// around the remotes' pages. The marker is OUTLET_MARKER of @jara/contracts/prerender.
const HOME = {
  path: '/',
  head: { title: 'Jara', description: 'Food and more', alternates: [] },
  chunks: ['page-home'],
  payload: null,
  lastmod: '2026-01-05',
};

exports.pages = async () => [HOME];
exports.renderPage = async (page, context) => `<main data-origin="${context.origin}">Home</main>`;
exports.renderLayout = async (path) => ({
  html: `<header>Jara header for ${path}</header><!--jara:outlet--><footer>Jara footer</footer>`,
  chunks: ['layout-default'],
});
