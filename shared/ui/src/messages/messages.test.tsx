import { render, screen } from '@testing-library/react';
import { ErrorMessage, Notice } from './messages';

describe('ErrorMessage', () => {
  it('is announced as an alert', () => {
    render(<ErrorMessage>Failed to save contract, contact support</ErrorMessage>);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save contract, contact support');
  });

  it('renders markup in a message as text', () => {
    render(<ErrorMessage>{'<b>bold</b><script>alert(1)</script>'}</ErrorMessage>);
    expect(screen.getByRole('alert')).toHaveTextContent('<b>bold</b><script>alert(1)</script>');
    // As markup, the word would stand in a bold element of its own.
    expect(screen.queryByText('bold')).not.toBeInTheDocument();
  });

  it.each([undefined, null, ''])('renders nothing for %j', (text) => {
    const { container } = render(<ErrorMessage>{text}</ErrorMessage>);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Notice', () => {
  it.each(['info', 'warning'] as const)('is a status message (%s)', (tone) => {
    render(<Notice tone={tone}>Instalments are available above 500 UAH</Notice>);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Instalments are available above 500 UAH');
    expect(notice).toHaveClass(`gc-notice--${tone}`);
  });
});
