import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/i18n/i18n';
import frenchCommon from '@/i18n/locales/common/fr.json';
import { Pagination } from './pagination';

function renderPagination(props: {
  page: number;
  lastPage: number;
  total: number;
  shown: number;
  lowerBound?: boolean;
}) {
  const onPageChange = vi.fn();
  const pagination = {
    total: props.total,
    total_is_lower_bound: props.lowerBound ?? false,
    per_page: 15,
    current_page: props.page,
    last_page: props.lastPage,
  };
  render(
    <Pagination
      label="Schools pages"
      onPageChange={onPageChange}
      page={props.page}
      pagination={pagination}
      shown={props.shown}
    />,
  );
  return { onPageChange, nav: screen.getByRole('navigation', { name: 'Schools pages' }) };
}

describe('Pagination', () => {
  it('shows the counts and no buttons when everything fits on one page', () => {
    const { nav } = renderPagination({ page: 1, lastPage: 1, total: 7, shown: 7 });
    expect(nav).toHaveTextContent('Showing 7 of 7 items');
    expect(nav).toHaveTextContent('Page 1 of 1');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('reads an empty list as one page', () => {
    const { nav } = renderPagination({ page: 1, lastPage: 0, total: 0, shown: 0 });
    expect(nav).toHaveTextContent('Showing 0 of 0 items');
    expect(nav).toHaveTextContent('Page 1 of 1');
  });

  it('offers Next but not Previous on the first of several pages', async () => {
    const { onPageChange } = renderPagination({ page: 1, lastPage: 3, total: 40, shown: 15 });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('offers Previous but not Next on the last page', async () => {
    const { onPageChange, nav } = renderPagination({ page: 3, lastPage: 3, total: 40, shown: 10 });
    expect(nav).toHaveTextContent('Showing 10 of 40 items');
    expect(nav).toHaveTextContent('Page 3 of 3');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('shows a total the server stopped counting at as "1,000+", and pages on while they come back full', async () => {
    const { onPageChange, nav } = renderPagination({
      page: 67,
      lastPage: 67,
      total: 1000,
      shown: 15,
      lowerBound: true,
    });
    expect(nav).toHaveTextContent('Showing 15 of 1,000+ items');
    expect(nav).toHaveTextContent('Page 67 of 67+');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(68);
  });

  it('ends past the counted pages at the first page that is not full', () => {
    renderPagination({ page: 68, lastPage: 67, total: 1000, shown: 4, lowerBound: true });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('closes Next at the deepest page the server serves, and says how to reach later rows', async () => {
    // A bounded count whose pages come back full, and an exact count far past the depth.
    for (const props of [
      { page: 667, lastPage: 67, total: 1000, shown: 15, lowerBound: true },
      { page: 667, lastPage: 66_667, total: 1_000_000, shown: 15 },
    ]) {
      const { nav } = renderPagination(props);
      expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
      expect(nav).toHaveTextContent('narrow the filters or sort the other way');
      cleanup();
    }
    const { onPageChange, nav } = renderPagination({
      page: 666,
      lastPage: 66_667,
      total: 1_000_000,
      shown: 15,
    });
    expect(nav).not.toHaveTextContent('narrow the filters');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(667);
  });

  it('says nothing of later rows on a last page that is the end of the list', () => {
    const { nav } = renderPagination({ page: 667, lastPage: 667, total: 10_000, shown: 10 });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(nav).not.toHaveTextContent('narrow the filters');
  });

  it('writes large exact totals with thousands separators', () => {
    const { nav } = renderPagination({ page: 1, lastPage: 66_667, total: 1_000_000, shown: 15 });
    expect(nav).toHaveTextContent('Showing 15 of 1,000,000 items');
    expect(nav).toHaveTextContent('Page 1 of 66,667');
  });
});

describe('Pagination in the reader’s language', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
    i18next.removeResourceBundle('fr', 'common');
  });

  it('counts one item in the singular, and speaks French with French figures', async () => {
    const one = renderPagination({ page: 1, lastPage: 1, total: 1, shown: 1 });
    expect(one.nav).toHaveTextContent('Showing 1 of 1 item');
    expect(one.nav).not.toHaveTextContent('items');
    cleanup();

    i18next.addResourceBundle('fr', 'common', frenchCommon);
    await i18next.changeLanguage('fr');
    const { nav } = renderPagination({ page: 2, lastPage: 67, total: 1000, shown: 15, lowerBound: true });
    expect(nav).toHaveTextContent(/Affichage de 15 sur 1\s000\+ éléments/);
    expect(nav).toHaveTextContent('Page 2 sur 67+');
    expect(screen.getByRole('button', { name: /Précédent/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Suivant/ })).toBeInTheDocument();
  });
});
