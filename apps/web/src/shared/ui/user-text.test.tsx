import { describe, expect, it } from 'vitest';
import { render, screen } from '#testing-library';
import { Handle, isolate, UserText, withoutIsolates } from './user-text';

describe('user text in right-to-left pages', () => {
  it('renders a handle inside an isolate, left to right, with the @ first', () => {
    render(
      <p dir="rtl">
        <Handle domain="democreator" testId="handle" />
      </p>,
    );
    const handle = screen.getByTestId('handle');
    expect(handle.tagName).toBe('BDI');
    expect(handle).toHaveAttribute('dir', 'ltr');
    expect(handle.textContent).toBe('@democreator');
  });

  it('isolates typed text, its direction taken from its own letters', () => {
    render(<UserText testId="name">نور.</UserText>);
    const name = screen.getByTestId('name');
    expect(name.tagName).toBe('BDI');
    expect(name).toHaveAttribute('dir', 'auto');
  });

  it('renders paragraphs of typed text as the element asked for', () => {
    render(
      <UserText as="p" testId="bio">
        Hello.
      </UserText>,
    );
    expect(screen.getByTestId('bio').tagName).toBe('P');
    expect(screen.getByTestId('bio')).toHaveAttribute('dir', 'auto');
  });

  it('wraps values for translated strings in first-strong isolates, which can be taken out again', () => {
    expect(isolate('@maya')).toBe('\u2068@maya\u2069');
    expect(withoutIsolates(`Tip ${isolate('@maya')}.`)).toBe('Tip @maya.');
  });
});
