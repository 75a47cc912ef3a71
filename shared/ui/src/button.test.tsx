import { fireEvent, render, screen } from '@testing-library/react';
import { Button, ButtonLink, buttonClassName } from './button';

describe('Button', () => {
  it('is a type="button" by default so it never submits a form by accident', () => {
    render(<Button>Order now</Button>);
    expect(screen.getByRole('button', { name: 'Order now' }).getAttribute('type')).toBe('button');
  });

  it('applies variant and size classes', () => {
    render(
      <Button variant="secondary" size="lg" className="extra">
        Browse
      </Button>,
    );
    const classes = screen.getByRole('button').className.split(' ');
    expect(classes).toEqual(expect.arrayContaining(['button', 'secondary', 'lg', 'extra']));
  });

  it('while loading is busy, shows a spinner and ignores clicks', () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Sending
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sending' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.querySelector('.ring')).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form while loading', () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Join
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('calls onClick when idle', () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Go</Button>);
    fireEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('ButtonLink', () => {
  it('is a link styled as a button', () => {
    render(
      <ButtonLink href="/stores" variant="ghost" size="sm">
        See stores
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'See stores' });
    expect(link.getAttribute('href')).toBe('/stores');
    expect(link.className.split(' ')).toEqual(expect.arrayContaining(['button', 'ghost', 'sm']));
  });
});

describe('buttonClassName', () => {
  it('has an inverse look for dark backgrounds', () => {
    expect(buttonClassName({ variant: 'inverse', size: 'lg' })).toBe('button inverse lg');
  });

  it('defaults to a medium primary button and can stretch', () => {
    expect(buttonClassName()).toBe('button primary md');
    expect(buttonClassName({ block: true })).toBe('button primary md block');
  });
});
