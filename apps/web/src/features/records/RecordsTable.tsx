import '@mantine/core/styles/EmptyState.css';
import type { Doctype } from '@docsift/core/doctype';
import { MAX_BULK_VIEW_RECORDS } from '@docsift/core/limits';
import type { DocRecord, RecordCount } from '@docsift/core/record';
import { Center, EmptyState, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../components/icons.tsx';
import { appliedFilters } from '../../lib/record-view/applied-filters.ts';
import type { ValueClickHandler } from './RecordCell.tsx';
import { RecordsFilters, newFilter } from './RecordsFilters.tsx';
import { RecordsFooter } from './RecordsFooter.tsx';
import { RecordsGrid } from './RecordsGrid.tsx';
import { ReindexingNotice } from './ReindexingNotice.tsx';
import { loadedRecords } from './record-pages.ts';
import { areRecordsArriving } from './records-arriving.ts';
import type { RecordSelection } from './record-selection.ts';
import {
  chosenOf,
  noSelection,
  shownState,
  tickedOf,
  toggled,
  toggledShown,
  wholeView,
} from './record-selection.ts';
import { nextSort, rowsKey } from './record-view.ts';
import { RecordsSelectionBar } from './RecordsSelectionBar.tsx';
import { useRecordPages, useRecordTotal, useReviewCount } from './records-api.ts';
import { canGrow, growWindow, ROWS_STEP } from './row-window.ts';
import { reviewPath } from './review-path.ts';
import { useFieldOrder } from './use-field-order.ts';
import { useRecordActions } from './use-record-actions.ts';
import { useRecordView } from './use-record-view.ts';
import { useEscapeToClear } from './use-escape-to-clear.ts';
import { useRecordsArriving } from './use-records-arriving.ts';

interface RecordsTableProps {
  doctype: Doctype;
  /** An upload id, or `all`. */
  upload: string;
  onShowInDocument: (record: DocRecord) => void;
  onValueClick?: ValueClickHandler;
  /** How many records the uploads shown report: an empty table waits for them. */
  expected: number;
}

/** Search, filters, the table and its footer, over the view the address holds. */
export function RecordsTable({
  doctype,
  upload,
  onShowInDocument,
  onValueClick,
  expected,
}: RecordsTableProps) {
  const { t } = useTranslation();
  const [view, setView] = useRecordView();
  const pages = useRecordPages(doctype.id, upload, view);
  const actions = useRecordActions(doctype.id);
  const saveFieldOrder = useFieldOrder(doctype);
  const [limit, setLimit] = useState(ROWS_STEP);
  const records = loadedRecords(pages.data);
  const first = pages.data?.pages[0];
  // A page of the previous view, shown while this one loads, says nothing of this view's count.
  const counted = useRecordTotal(
    doctype.id,
    upload,
    view,
    pages.isPlaceholderData ? undefined : first,
  );
  const reviewCount = useReviewCount(doctype.id, upload);
  const { hasNextPage, fetchNextPage, isFetchingNextPage } = pages;
  const grow = () => {
    const next = growWindow(limit, records.length, hasNextPage);
    if (next.limit !== limit) setLimit(next.limit);
    if (next.needsPage && !isFetchingNextPage) void fetchNextPage();
  };
  // The choice belongs to the doctype and the view's rows: another search or filter drops it.
  const choiceKey = `${doctype.id}?${rowsKey(view)}`;
  const [held, setHeld] = useState({ key: choiceKey, selection: noSelection });
  // Dropped, not hidden: going back to the former search must not bring the old choice back.
  if (held.key !== choiceKey) setHeld({ key: choiceKey, selection: noSelection });
  const selection = held.key === choiceKey ? held.selection : noSelection;
  const select = (next: RecordSelection) => setHeld({ key: choiceKey, selection: next });
  const chosen = chosenOf(
    selection,
    records.map((record) => record.id),
  );
  useEscapeToClear(chosen.length > 0, () => select(noSelection));
  const changeView = (next: typeof view) => {
    setLimit(ROWS_STEP);
    setView(next);
  };

  const isFiltered =
    view.q !== '' || appliedFilters(view.filters).length > 0 || view.review !== undefined;
  const isArriving = useRecordsArriving(
    !pages.isPending && areRecordsArriving({ loaded: records.length, expected, isFiltered }),
    pages.refetch,
  );

  if (pages.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  const shown = records.slice(0, limit);
  const shownIds = shown.map((record) => record.id);
  const shownSelection = shownState(selection, shownIds);
  const total = counted.total ?? first;
  const viewTotal =
    total && (selection.isWholeView || shownSelection === 'all') ? wholeViewTotal(total) : null;
  return (
    <Stack gap="xs">
      <RecordsFilters
        doctypeId={doctype.id}
        fields={doctype.fields}
        view={view}
        onChange={changeView}
        reviewCount={reviewCount.data}
        reviewTo={reviewPath(doctype.id, upload)}
      />
      {first?.reindexing && (
        <ReindexingNotice fields={doctype.fields} reindexing={first.reindexing} />
      )}
      {shown.length === 0 ? (
        isArriving ? (
          <Stack align="center" gap="xs" py="xl" role="status" data-testid="records-arriving">
            <Loader type="dots" />
            <Text c="dimmed">{t('doctypes.records.arriving')}</Text>
          </Stack>
        ) : isFiltered ? (
          <EmptyState
            icon={<SearchIcon size={32} />}
            title={t('nothing_found')}
            py="xl"
            data-testid="records-nothing-found"
          />
        ) : (
          <Text c="dimmed" ta="center" py="xl" data-testid="records-empty">
            {t('doctypes.records.empty')}
          </Text>
        )
      ) : (
        <RecordsGrid
          doctypeId={doctype.id}
          fields={doctype.fields}
          reviewThreshold={doctype.reviewThreshold}
          checks={doctype.checks}
          records={shown}
          sort={view.sort}
          onSort={(field) => changeView({ ...view, sort: nextSort(view.sort, field) })}
          onAddFilter={(field) =>
            changeView({ ...view, filters: [...view.filters, newFilter(field)] })
          }
          onReorder={(fields) => void saveFieldOrder(fields)}
          onReachEnd={grow}
          actions={actions}
          onShowInDocument={onShowInDocument}
          onValueClick={onValueClick}
          selected={tickedOf(selection, shownIds)}
          shownSelection={shownSelection}
          isSelectable={!pages.isPlaceholderData}
          onSelect={(id, isRange) => select(toggled(selection, id, shownIds, isRange))}
          onSelectShown={() => select(toggledShown(selection, shownIds))}
        />
      )}
      <RecordsSelectionBar
        doctype={doctype}
        chosen={chosen}
        view={view}
        upload={upload}
        viewTotal={viewTotal}
        isWholeView={selection.isWholeView}
        onChooseWholeView={() => select(wholeView(selection))}
        onClear={() => select(noSelection)}
      />
      {first && (
        <RecordsFooter
          shown={shown.length}
          total={total ?? first}
          isLoading={pages.isFetching}
          isCounting={counted.isCounting}
          onLoadMore={canGrow(limit, records.length, hasNextPage) ? grow : undefined}
        />
      )}
    </Stack>
  );
}

/**
 * The view's total when all its records can be chosen at once: counted exactly and within what
 * the server acts on in one request (a larger view is narrowed by a filter first).
 */
function wholeViewTotal({ total, totalExact }: RecordCount): number | null {
  return totalExact && total <= MAX_BULK_VIEW_RECORDS ? total : null;
}
