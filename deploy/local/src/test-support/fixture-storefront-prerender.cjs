// A storefront prerender module drawn from the catalogue through the API at `context.api`, as
// the real one is: the marketplace and a page per store of the API's country. A store page shows
// its first dish and that dish's price, and fails while that price is 0 (a failed publish).
async function get(context, path) {
  const response = await fetch(`${context.api.baseUrl}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()).data;
}

const page = (context, path, payload) => ({
  path,
  head: {
    title: `${path} · Jara`,
    description: `The page at ${path}`,
    canonical: `${context.origin}${path}`,
    alternates: [],
  },
  chunks: [],
  payload,
  lastmod: '2026-05-02',
});

exports.pages = async (context) => {
  const { items } = await get(context, '/marketplace/vendors?per_page=100');
  return [
    page(context, '/stores', null),
    ...items.map((vendor) =>
      page(context, `/stores/${vendor.slug}`, { kind: 'store', slug: vendor.slug }),
    ),
  ];
};

exports.renderPage = async (page, context) => {
  if (page.payload === null) return '<main>Stores</main>';
  const [dish] = await get(context, `/marketplace/vendors/${page.payload.slug}/products`);
  if (dish.price === 0) throw new Error(`${dish.name} has no price`);
  return `<main>${dish.name}: ${dish.price}${dish.is_available ? '' : ' (sold out)'}</main>`;
};
