import { describe, expect, it } from 'vitest';
import { render, screen } from '#testing-library';
import { Avatar, initialsOf } from './avatar';

describe('the avatar', () => {
  it('shows the picture when there is one', () => {
    const { container } = render(<Avatar src="/a.webp" name="Maya" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/a.webp');
    expect(screen.queryByTestId('generated-avatar')).toBeNull();
  });

  it('without a picture is generated: the initials, named for assistive technology by the person', () => {
    render(<Avatar name="Brave Otter 123" seed="0xabc" />);
    const avatar = screen.getByRole('img', { name: 'Brave Otter 123' });
    expect(avatar).toHaveTextContent('BO');
    expect(avatar).toHaveAttribute('data-testid', 'generated-avatar');
  });

  it('takes its colour from the seed: the same person always, different people mostly not', () => {
    const colour = (seed: string) => {
      const { unmount } = render(<Avatar name="Sam" seed={seed} />);
      const gradient = [...screen.getByTestId('generated-avatar').classList].filter((c) => /^(from|to)-/.test(c));
      unmount();
      return gradient.join(' ');
    };
    expect(colour('0x01')).toBe(colour('0x01'));
    const seen = new Set(Array.from({ length: 24 }, (_, i) => colour(`0x${i.toString(16)}`)));
    expect(seen.size).toBeGreaterThan(3);
  });

  it('is hidden from assistive technology when there is no name to give it', () => {
    render(<Avatar name={null} />);
    expect(screen.getByTestId('generated-avatar')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('generated-avatar')).toHaveTextContent('?');
  });
});

describe('initials', () => {
  it('are the first letters of up to two words, skipping numbers', () => {
    expect(initialsOf('Brave Otter 123')).toBe('BO');
    expect(initialsOf('maya')).toBe('M');
    expect(initialsOf('نور الهدى')).toBe('نا');
    expect(initialsOf('  ')).toBe('?');
  });
});
