import { fireEvent, render, screen } from '@testing-library/react';
import { SelectField, TextAreaField, TextField } from './field';

describe('TextField', () => {
  it('labels its input and marks it required', () => {
    render(<TextField label="Email address" name="email" type="email" required />);
    const input = screen.getByRole('textbox', { name: /Email address/ });
    expect(input.getAttribute('name')).toBe('email');
    expect(input.hasAttribute('required')).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('describes the input with its hint and error, and flags it invalid', () => {
    render(
      <TextField
        label="Phone"
        hint="We text you when the rider is close"
        error="Enter a phone number"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['We text you when the rider is close', 'Enter a phone number']);
  });

  it('joins the list of messages a server returns', () => {
    render(<TextField label="Email" error={['The email has already been taken.', 'Too long.']} />);
    expect(screen.getByText('The email has already been taken. Too long.')).toBeTruthy();
  });

  it('treats an empty error list as no error', () => {
    render(<TextField label="Name" error={[]} />);
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBeNull();
  });

  it('passes typing through to the caller', () => {
    const onChange = jest.fn();
    render(<TextField label="Name" onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Adaeze' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('SelectField', () => {
  it('labels its select, offers a placeholder and flags errors', () => {
    render(
      <SelectField
        label="Service"
        placeholder="Choose one"
        options={[
          { value: 'food', label: 'Food delivery' },
          { value: 'laundry', label: 'Laundry' },
        ]}
        error="Choose a service"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Service' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose one',
      'Food delivery',
      'Laundry',
    ]);
  });
});

describe('TextAreaField', () => {
  it('labels its text area and wires its hint and error to it', () => {
    render(<TextAreaField label="Message" hint="At least 10 characters" error="Too short" />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('rows')).toBe('5');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    const described = area.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'At least 10 characters',
      'Too short',
    ]);
  });
});
