import { act, fireEvent, render, screen } from '@testing-library/react';
import { DiscountCodeForm } from './discount-code-form';

const field = () => screen.getByLabelText('Discount code') as HTMLInputElement;
const apply = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));

describe('DiscountCodeForm', () => {
  it('asks for a code instead of applying an empty one', async () => {
    const onApply = jest.fn();
    render(<DiscountCodeForm onApply={onApply} />);
    fireEvent.change(field(), { target: { value: '   ' } });
    await apply();
    expect(screen.getByText('Enter a discount code.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('applies the code without the spaces around it', async () => {
    const onApply = jest.fn();
    render(<DiscountCodeForm onApply={onApply} />);
    fireEvent.change(field(), { target: { value: ' WELCOME ' } });
    await apply();
    expect(onApply).toHaveBeenCalledWith('WELCOME');
  });

  it('shows the server’s refusal as text beside the code the customer typed', () => {
    const hostile = 'The code <img src=x onerror="alert(1)"> is not valid.';
    render(<DiscountCodeForm initialCode="NOPE" error={hostile} onApply={jest.fn()} />);
    expect(field().value).toBe('NOPE');
    expect(screen.getByText(hostile).querySelector('img')).toBeNull();
    expect(field().getAttribute('aria-describedby')).toBe(screen.getByText(hostile).id);
  });
});
