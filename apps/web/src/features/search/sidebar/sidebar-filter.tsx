import {
  type FilterState,
  SIDEBAR_AMENITIES,
  searchesTenants,
  sidebarAreaIn,
  sidebarAreaOut,
  sidebarBudgetIn,
  sidebarBudgetOut,
  sidebarScales,
} from '@aangan/domain';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../i18n/use-i18n';
import { cn } from '../../../lib/utils';
import { AmenitiesField } from '../filters/amenities-field';
import { AreaField } from '../filters/area-field';
import { BathroomsField } from '../filters/bathrooms-field';
import { BedroomsField } from '../filters/bedrooms-field';
import { BudgetField } from '../filters/budget-field';
import { budgetTitle } from '../filters/budget-title';
import { FurnishingField } from '../filters/furnishing-field';
import { PostedByField } from '../filters/posted-by-field';
import { SubTypeField } from '../filters/sub-type-field';
import { TenantField } from '../filters/tenant-field';

interface SidebarFilterProps {
  /** The applied filters, as the page's tab scopes them (purpose and type decide the budget range). */
  value: FilterState;
  onApply: (next: FilterState) => void;
  onReset: () => void;
  className?: string;
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2.5 border-b pb-5 last:border-b-0 last:pb-0">
      <h3 id={id} className="font-medium text-foreground text-sm">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * The sidebar filter (docs/product.md §2): its own slider ranges (budget by purpose, area 100 to 10,000 sq.ft),
 * changes held until Apply Filters. Remount it (key) to pick up newly applied filters.
 */
export function SidebarFilter({ value, onApply, onReset, className }: SidebarFilterProps) {
  const { t } = useI18n();
  const scales = sidebarScales(value.purpose, value.propertyType);
  const [draft, setDraft] = useState<FilterState>(value);
  const [budget, setBudget] = useState(() => sidebarBudgetIn(value.budget, scales.budget));
  const [area, setArea] = useState(() => sidebarAreaIn(value.area, scales.area));
  const set =
    <K extends keyof FilterState>(key: K) =>
    (next: FilterState[K]) =>
      setDraft({ ...draft, [key]: next });
  const residential = draft.propertyType === 'residential';

  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      ...draft,
      budget: sidebarBudgetOut(budget, scales.budget, value.budget),
      area: sidebarAreaOut(area, scales.area, value.area),
    });
  };

  return (
    <form
      aria-label={t('search.sidebar.label')}
      onSubmit={apply}
      className={cn('flex flex-col gap-5 rounded-xl border bg-surface p-5 shadow-sm', className)}
    >
      <h2 className="font-semibold text-base text-foreground">{t('search.filters')}</h2>
      <Group title={t(budgetTitle(value.purpose))}>
        <BudgetField value={budget} onChange={setBudget} scale={scales.budget} />
      </Group>
      <Group title={t('search.filter.propertyType')}>
        <SubTypeField propertyType={draft.propertyType} value={draft.subType} onChange={set('subType')} />
      </Group>
      {residential && (
        <>
          <Group title={t('search.filter.bedrooms')}>
            <BedroomsField value={draft.bedrooms} onChange={set('bedrooms')} />
          </Group>
          <Group title={t('search.filter.bathrooms')}>
            <BathroomsField value={draft.bathrooms} onChange={set('bathrooms')} />
          </Group>
        </>
      )}
      <Group title={t('search.filter.area')}>
        <AreaField value={area} onChange={setArea} scale={scales.area} />
      </Group>
      <Group title={t('search.filter.furnishing')}>
        <FurnishingField value={draft.furnishing} onChange={set('furnishing')} />
      </Group>
      {searchesTenants(draft.purpose) && (
        <Group title={t('search.filter.tenant')}>
          <TenantField value={draft.tenant} onChange={set('tenant')} />
        </Group>
      )}
      <Group title={t('search.filter.postedBy')}>
        <PostedByField value={draft.postedBy} onChange={set('postedBy')} />
      </Group>
      <Group title={t('search.filter.amenities')}>
        <AmenitiesField value={draft.amenities} onChange={set('amenities')} options={SIDEBAR_AMENITIES} />
      </Group>
      <div className="flex gap-3">
        <Button type="submit" className="flex-1">
          {t('search.filter.applyFilters')}
        </Button>
        <Button type="button" variant="outline" onClick={onReset}>
          {t('search.sidebar.reset')}
        </Button>
      </div>
    </form>
  );
}
