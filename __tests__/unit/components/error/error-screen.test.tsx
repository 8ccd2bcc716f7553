import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorScreen } from '@/components/error/error-screen';

describe('ErrorScreen', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("shows the spec's title, a Portuguese explanation and a link home", () => {
    render(<ErrorScreen error={new Error('boom')} reset={() => {}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText(/Algo deu errado/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a página inicial' })).toHaveAttribute('href', '/');
  });

  it("calls reset from 'Tentar novamente'", async () => {
    const reset = jest.fn();
    render(<ErrorScreen error={new Error('boom')} reset={reset} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('prefers retry (Next 16.3+) over reset when both are given', async () => {
    const reset = jest.fn();
    const retry = jest.fn();
    render(<ErrorScreen error={new Error('boom')} reset={reset} retry={retry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(reset).not.toHaveBeenCalled();
  });

  it('reports the error to the console', () => {
    const error = new Error('boom');
    render(<ErrorScreen error={error} reset={() => {}} />);
    expect(console.error).toHaveBeenCalledWith(error);
  });
});
