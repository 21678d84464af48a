import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/renderWithI18n';
import { Button } from './Button';

describe('Button', () => {
  it('is a plain button unless asked to submit', () => {
    renderWithI18n(
      <>
        <Button>Search</Button>
        <Button type="submit">Save</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
  });

  it('is pressed by click, Enter and Space', async () => {
    const onClick = jest.fn();
    renderWithI18n(<Button onClick={onClick}>Pay</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    screen.getByRole('button').focus();
    await userEvent.keyboard('{Enter} ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('while busy says so, shows a spinner and cannot be pressed', async () => {
    const onClick = jest.fn();
    renderWithI18n(
      <Button busy onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: /^Pay/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleName('Pay Loading…');
    // eslint-disable-next-line testing-library/no-node-access -- the spinner is a decorative box, with no role
    expect(button.querySelector('.gc-spinner')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('takes a busy label of its own', () => {
    renderWithI18n(
      <Button busy busyLabel="Saving the contract">
        Save
      </Button>,
    );
    expect(screen.getByRole('button')).toHaveAccessibleName('Save Saving the contract');
  });

  it('is not busy by default', () => {
    renderWithI18n(<Button>Pay</Button>);
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button')).toBeEnabled();
  });
});
