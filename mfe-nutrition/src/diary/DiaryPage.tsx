import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useDiaryMealsListQuery, useLocale, useLocalizedPath, useSearchParams } from '@qis/shared';
import type { DiaryEntry } from '@qis/contract/api';
import type { Locale } from '@qis/contract';
import {
  buttonClassName,
  LoadState,
  Page,
  PageActions,
  PrintButton,
  showErrorToast,
  showSuccessToast,
} from '@qis/shared/ui';
import { DIARY_NS } from './i18n';
import { dayFromParam, longDay, today } from './days';
import { SLOTS } from './slots';
import { useNutritionDiaryDayQuery } from './api';
import { DayNav } from './day/DayNav';
import { RangeSummary } from './day/RangeSummary';
import { AddJump } from './day/AddJump';
import { SlotSection } from './day/SlotSection';
import { ActivitiesSection } from './day/ActivitiesSection';
import { ActivityLevelForm } from './day/ActivityLevelForm';
import { CopyForm } from './day/CopyForm';
import { AddPanel } from './adding/AddPanel';
import { WeeksSection } from './weeks/WeeksChart';
import { usePendingWrites } from './offline/usePendingWrites';
import { useRefetchOnWorkerTakeover } from './offline/useRefetchOnWorkerTakeover';
import type { PendingWrite } from './offline/pendingStore';
import styles from './Diary.module.css';

/** What the page shows of a write still waiting for the network. */
function waitingEntry({ request, name, qis }: PendingWrite): DiaryEntry {
  if (request.kind === 'meal') {
    // A saved meal waits as one line, its name and QIS; the server writes its entries once it is sent.
    return {
      id: request.clientId,
      clientId: request.clientId,
      date: request.date,
      kind: 'quick',
      slot: request.slot,
      name,
      foodId: null,
      ref: request.mealId,
      grams: null,
      portions: null,
      portion: null,
      minutes: null,
      qis: qis ?? 0,
    };
  }
  return {
    id: request.clientId,
    clientId: request.clientId,
    date: request.date,
    kind: request.kind,
    slot: request.kind === 'activity' ? null : request.slot,
    name,
    foodId: request.kind === 'food' ? request.foodId : null,
    ref:
      request.kind === 'recipe'
        ? request.recipeId
        : request.kind === 'activity'
          ? request.code
          : request.kind === 'my-food'
            ? request.myFoodId
            : request.kind === 'my-recipe'
              ? request.myRecipeId
              : null,
    grams: request.kind === 'food' || request.kind === 'my-food' ? (request.grams ?? null) : null,
    portions:
      request.kind === 'food' || request.kind === 'my-food'
        ? (request.portions ?? null)
        : request.kind === 'recipe'
          ? request.factor
          : request.kind === 'my-recipe'
            ? request.servings
            : null,
    portion: null,
    minutes: request.kind === 'activity' ? request.minutes : null,
    qis: qis ?? 0,
  };
}

/** /diary: the member's day against their range, adding, and the last weeks. `?date=` picks the day. */
export default function DiaryPage() {
  const { t } = useTranslation(DIARY_NS);
  const locale: Locale = useLocale();
  const localized = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const day = dayFromParam(params.get('date')) ?? today();
  const { data, isFetching, isError, refetch } = useNutritionDiaryDayQuery({ date: day, locale });
  const { pending, submit } = usePendingWrites();
  // "My meals" are read with the day, and again after each change, not only while the add panel shows
  // them: read through the service worker, they are there for a reload without network too
  // (docs/diary.md#offline).
  const { refetch: refetchMeals } = useDiaryMealsListQuery();
  useRefetchOnWorkerTakeover(
    useCallback(() => {
      void refetch();
      void refetchMeals();
    }, [refetch, refetchMeals]),
  );

  useEffect(() => {
    if (isError) showErrorToast();
  }, [isError]);

  const waiting = useMemo(
    () => pending.filter((write) => write.request.date === day).map(waitingEntry),
    [pending, day],
  );
  const entries = data?.entries ?? [];
  const missing = data?.range.kind === 'incomplete' ? data.range.missing : [];
  const profileGaps = missing.filter((gap) => gap !== 'activityLevel');

  return (
    <Page
      className={styles.page}
      title={t('title')}
      intro={t('intro')}
      printTitle={t('printTitle', { date: longDay(day, locale) })}
    >
      <DayNav day={day} locale={locale} onChange={(next) => setParams({ date: next })} />
      {waiting.length > 0 ? (
        <p role="status" className={styles.waitingNote}>
          {t('offline.waiting', { count: waiting.length })}
        </p>
      ) : null}
      <LoadState
        isLoading={isFetching && !data}
        isError={isError && !data}
        errorMessage={t('error')}
        onRetry={() => void refetch()}
        loadingLabel={t('loading')}
      >
        {data ? (
          <>
            {data.range.kind === 'incomplete' ? (
              <section className={styles.incomplete} aria-labelledby="diary-incomplete">
                <h2 id="diary-incomplete">{t('incomplete.title')}</h2>
                {profileGaps.length > 0 ? (
                  <p>
                    {t('incomplete.profile', {
                      missing: profileGaps.map((gap) => t(`incomplete.${gap}`)).join(', '),
                    })}{' '}
                    <Link to={localized('/profile')}>{t('incomplete.profileLink')}</Link>
                  </p>
                ) : null}
                {missing.includes('activityLevel') ? <p>{t('incomplete.level')}</p> : null}
                {missing.includes('activityLevel') ? <ActivityLevelForm current={null} /> : null}
              </section>
            ) : null}
            <RangeSummary day={data} action={<AddJump />} />
            {data.range.kind === 'range' ? (
              <details className={`${styles.copy} no-print`}>
                <summary>{t('level.change')}</summary>
                <ActivityLevelForm current={data.range.activityLevel} />
              </details>
            ) : null}
            <div className={styles.slots}>
              {SLOTS.map((slot) => (
                <SlotSection
                  key={slot}
                  slot={slot}
                  entries={entries.filter((entry) => entry.slot === slot)}
                  waiting={waiting.filter((entry) => entry.slot === slot)}
                  subtotal={data.totals.bySlot[slot]}
                  locale={locale}
                  day={day}
                />
              ))}
              <ActivitiesSection
                entries={entries.filter((entry) => entry.kind === 'activity')}
                waiting={waiting.filter((entry) => entry.kind === 'activity')}
                workouts={data.workouts}
                locale={locale}
              />
            </div>
            <CopyForm day={day} locale={locale} />
          </>
        ) : null}
      </LoadState>
      <AddPanel
        day={day}
        locale={locale}
        onAdd={async (request, name, qis) => {
          const outcome = await submit(request, name, qis);
          if (outcome === 'saved') showSuccessToast(t('add.added', { name }));
          else if (outcome === 'waiting') showSuccessToast(t('offline.kept', { name }));
          else showErrorToast();
        }}
      />
      <WeeksSection day={day} locale={locale} />
      <PageActions>
        <PrintButton label={t('print')} />
        <Link to={localized('/my-foods')} className={buttonClassName()}>
          {t('myFoods')}
        </Link>
      </PageActions>
    </Page>
  );
}
