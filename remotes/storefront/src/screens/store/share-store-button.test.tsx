import { fireEvent, render, screen } from '@testing-library/react';
import { aVendor } from '@jara/testing/builders/vendor';
import { storePath } from '../../widgets/store-paths';
import { ShareStoreButton, storeShareContent } from './share-store-button';

const hostile = aVendor({
  slug: 'mama-put',
  business_name: '<script>alert(1)</script> Kitchen',
  description: '"><img src=x onerror=alert(1)>',
  cover_url: '/covers/mama-put.jpg',
});

describe('storeShareContent', () => {
  it("shares the store's absolute address, name, description and cover", () => {
    expect(storeShareContent(hostile, 'https://jara.test')).toEqual({
      url: `https://jara.test${storePath('mama-put')}`,
      title: hostile.business_name,
      description: hostile.description,
      media: 'https://jara.test/covers/mama-put.jpg',
    });
  });

  it('keeps an absolute cover as it is and leaves out a missing one', () => {
    const cdn = aVendor({ cover_url: 'https://cdn.jara.test/c.jpg' });
    expect(storeShareContent(cdn, 'https://jara.test').media).toBe('https://cdn.jara.test/c.jpg');
    expect(
      storeShareContent(aVendor({ cover_url: '' }), 'https://jara.test').media,
    ).toBeUndefined();
  });
});

describe('ShareStoreButton', () => {
  it('opens a dialog named after the store, a hostile name shown as text', async () => {
    render(<ShareStoreButton vendor={hostile} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Share <script>alert(1)</script> Kitchen',
    });
    expect(dialog.querySelector('script')).toBeNull();
  });
});
