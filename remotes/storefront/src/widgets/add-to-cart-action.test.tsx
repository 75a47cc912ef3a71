import { fireEvent, render, screen } from '@testing-library/react';
import { AddToCartAction } from './add-to-cart-action';
import { aProduct } from '@jara/testing/builders/product';

const renderAction = (overrides: Partial<Parameters<typeof AddToCartAction>[0]> = {}) => {
  const onAdd = jest.fn();
  render(
    <AddToCartAction
      product={aProduct()}
      closed={false}
      adding={false}
      onAdd={onAdd}
      {...overrides}
    />,
  );
  return onAdd;
};

describe('AddToCartAction', () => {
  it('adds the product, named by it and starting with the word it shows', () => {
    const onAdd = renderAction();
    const button = screen.getByRole('button', { name: 'Add Jollof rice to cart' });
    expect(button.textContent).toBe('Add');
    fireEvent.click(button);
    expect(onAdd).toHaveBeenCalledWith(aProduct());
  });

  it('says why instead of offering a button: sold out first, then a closed store', () => {
    renderAction({ product: aProduct({ is_available: false }), closed: true });
    expect(screen.getByText('Unavailable')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('takes nothing from a closed store', () => {
    renderAction({ closed: true });
    expect(screen.getByText('Store closed')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a hostile product name as text', () => {
    renderAction({ product: aProduct({ name: '"><img src=x onerror=alert(1)>' }) });
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('button').getAttribute('aria-label')).toContain('<img');
  });
});
