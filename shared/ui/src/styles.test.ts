// The design's numbers and colours are checked here, where jsdom cannot lay out or paint: the sizes of rules §9
// and WCAG AA contrast between the colour tokens that are used together.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** rules §9: the layout sizes in px, which the stylesheet alone applies. */
const LAYOUT = {
  containerWidth: 1170,
  breakpoints: { small: 576, medium: 768 },
  selectMaxHeight: 255,
  selectMaxHeightWide: 295,
};

const css = readFileSync(join(__dirname, 'styles.css'), 'utf8');

function tokens(block: string): Map<string, string> {
  return new Map([...block.matchAll(/(--gc-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1] ?? '', (m[2] ?? '').trim()]));
}

const rootBlock = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
const root = tokens(rootBlock);

function mediaBlock(minWidth: number): string {
  const start = css.indexOf(`@media (min-width: ${minWidth}px)`);
  return start === -1 ? '' : css.slice(start, css.indexOf('\n}\n', start));
}

function luminance(hex: string): number {
  const channels = (hex.replace('#', '').match(/../g) ?? []).map((pair) => parseInt(pair, 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const color = (name: string): string => {
  const value = root.get(name);
  if (!value || !/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`${name} is not a #rrggbb colour: ${value}`);
  return value;
};

describe('styles.css', () => {
  it('has the container width and breakpoints of rules §9', () => {
    expect(root.get('--gc-container')).toBe(`${LAYOUT.containerWidth}px`);
    expect(mediaBlock(LAYOUT.breakpoints.small)).not.toBe('');
    expect(mediaBlock(LAYOUT.breakpoints.medium)).not.toBe('');
    expect(css).toMatch(/\.container\s*\{[^}]*max-width:\s*var\(--gc-container\)/);
  });

  it('limits select lists to 255 px, 295 px from 768 px wide', () => {
    expect(root.get('--gc-select-max-height')).toBe(`${LAYOUT.selectMaxHeight}px`);
    expect(tokens(mediaBlock(LAYOUT.breakpoints.medium)).get('--gc-select-max-height')).toBe(
      `${LAYOUT.selectMaxHeightWide}px`,
    );
    expect(css).toMatch(/\.gc-listbox\s*\{[^}]*max-height:\s*var\(--gc-select-max-height\)/);
  });

  it('shows a focus ring on everything focusable from the keyboard', () => {
    expect(css).toMatch(/:focus-visible\s*\{[^}]*outline:\s*3px solid var\(--gc-focus\)/);
  });

  it('reserves the error line under every field', () => {
    expect(css).toMatch(/\.gc-field__error\s*\{[^}]*min-height:\s*var\(--gc-message-line\)/);
  });

  it.each([
    ['--gc-text', '--gc-surface'],
    ['--gc-text', '--gc-surface-alt'],
    ['--gc-text-muted', '--gc-surface'],
    ['--gc-text-muted', '--gc-surface-alt'],
    ['--gc-brand', '--gc-surface'],
    ['--gc-brand-strong', '--gc-brand-tint'],
    ['--gc-text', '--gc-brand-tint'],
    ['--gc-on-brand', '--gc-brand'],
    ['--gc-on-brand', '--gc-brand-strong'],
    ['--gc-error', '--gc-surface'],
    ['--gc-error', '--gc-error-bg'],
    ['--gc-info-text', '--gc-info-bg'],
    ['--gc-warning-text', '--gc-warning-bg'],
    ['--gc-disabled-text', '--gc-disabled-bg'],
  ])('text %s on %s passes AA (4.5:1)', (foreground, background) => {
    expect(contrast(color(foreground), color(background))).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['--gc-border', '--gc-surface'],
    ['--gc-focus', '--gc-surface'],
    ['--gc-focus', '--gc-brand-tint'],
    ['--gc-error', '--gc-surface'],
  ])('control edge %s on %s passes AA for non-text (3:1)', (foreground, background) => {
    expect(contrast(color(foreground), color(background))).toBeGreaterThanOrEqual(3);
  });
});
