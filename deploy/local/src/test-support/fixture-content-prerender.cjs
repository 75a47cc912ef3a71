// A content prerender module: a post with a hostile title (editors are not trusted), the blog
// index, and a page that asks not to be indexed.
const post = {
  path: '/blog/guides/lagos/best-suya',
  head: {
    title: '</title><script>alert(1)</script> "Suya" · Jara',
    description: 'Where to find the best suya in Lagos & why',
    canonical: 'http://localhost:8080/blog/guides/lagos/best-suya',
    alternates: [],
    type: 'article',
  },
  chunks: ['screen-post'],
  payload: { kind: 'post', title: 'Best suya' },
  lastmod: '2026-04-10',
};
const index = {
  path: '/ke/blog',
  head: { title: 'Blog · Jara', description: 'Kenyan posts', alternates: [] },
  chunks: ['screen-blog'],
  payload: { kind: 'blog-index' },
  lastmod: '2026-03-01',
};
const hidden = {
  path: '/blog/drafts',
  head: { title: 'Drafts', description: 'Not for search', alternates: [], noindex: true },
  chunks: [],
  payload: null,
  lastmod: '2026-03-02',
};

exports.pages = async () => [post, index, hidden];
exports.renderPage = async (page, context) =>
  `<article data-base="${context.assetBase}">Rendered ${page.path}</article>`;
