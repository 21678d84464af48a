import { render, screen } from '@testing-library/react';
import { Container } from './Container';

describe('Container', () => {
  it('wraps its content in the page column, keeping given attributes', () => {
    render(
      <Container className="home" id="main">
        content
      </Container>,
    );
    const column = screen.getByText('content');
    expect(column).toHaveClass('container', 'home');
    expect(column).toHaveAttribute('id', 'main');
  });
});
