/**
 * Search (/marketplace/search?q=): one box, results as the customer types, tags to browse when
 * the box is empty. With a tag in the path (/marketplace/search/{tag}) it lists that tag's dishes.
 */
import type { ScreenProps } from '@jara/parcel/remote-routes';
import frame from '../../widgets/screen-frame.module.css';
import { SearchBox } from './search-box';
import { SearchResults } from './search-results';
import { TagProducts } from './tag-products';
import { TagSuggestions } from './tag-suggestions';
import { useSearchText } from './use-search-text';

export function SearchScreen({ title, params }: ScreenProps) {
  return params.tag ? <TagProducts slug={params.tag} /> : <Search title={title} />;
}

function Search({ title }: { title: string }) {
  const search = useSearchText();
  return (
    <div className={frame.screen}>
      <h1 className={frame.title}>{title}</h1>
      <SearchBox text={search.text} onChange={search.setText} onSubmit={search.submit} />
      {search.searched ? (
        <SearchResults text={search.searched} />
      ) : (
        <TagSuggestions heading="Browse by tag" />
      )}
    </div>
  );
}
