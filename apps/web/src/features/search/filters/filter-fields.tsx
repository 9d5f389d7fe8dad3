import { type FilterState, searchesTenants, sheetBudgetScale, sidebarBudgetIn, sidebarBudgetOut } from '@aangan/domain';
import type { ReactNode } from 'react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../../components/ui/accordion';
import { useI18n } from '../../../i18n/use-i18n';
import { cn } from '../../../lib/utils';
import { AmenitiesField } from './amenities-field';
import { AreaField } from './area-field';
import { BathroomsField } from './bathrooms-field';
import { BedroomsField } from './bedrooms-field';
import { BudgetField } from './budget-field';
import { budgetTitle } from './budget-title';
import { FurnishingField } from './furnishing-field';
import { PostedByField } from './posted-by-field';
import { SubTypeField } from './sub-type-field';
import { TenantField } from './tenant-field';

export interface FilterFieldsProps {
  value: FilterState;
  onChange: (next: FilterState) => void;
  /** 'accordion': each filter folds (the Filters sheet); 'stack': all shown one under another (dialogs). */
  layout?: 'accordion' | 'stack';
  /** Sections open at first in the accordion layout (by id: subType, budget, bedrooms, …). */
  defaultOpen?: readonly string[];
  className?: string;
}

interface Section {
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * The search filter controls for a filter state. What is offered follows the purpose and the property
 * type: sub-types of that type, bedrooms and bathrooms for residential only, tenants for all but buying.
 */
export function FilterFields({
  value,
  onChange,
  layout = 'accordion',
  defaultOpen = ['subType', 'budget', 'bedrooms'],
  className,
}: FilterFieldsProps) {
  const { t } = useI18n();
  const set =
    <K extends keyof FilterState>(key: K) =>
    (next: FilterState[K]) =>
      onChange({ ...value, [key]: next });
  const residential = value.propertyType === 'residential';
  // The purpose's own range (rent ₹5,000 to ₹5 L, PG ₹3,000 to ₹50,000), as the sidebar has; the URL keeps
  // one budget for both, mapped as the sidebar maps it (sidebar-ranges.ts).
  const budgetScale = sheetBudgetScale(value.purpose, value.propertyType);

  const sections: Section[] = [
    {
      id: 'subType',
      title: t('search.filter.propertyType'),
      content: <SubTypeField propertyType={value.propertyType} value={value.subType} onChange={set('subType')} />,
    },
    {
      id: 'budget',
      title: t(budgetTitle(value.purpose)),
      content: (
        <BudgetField
          value={sidebarBudgetIn(value.budget, budgetScale)}
          onChange={(next) => set('budget')(sidebarBudgetOut(next, budgetScale, value.budget))}
          scale={budgetScale}
        />
      ),
    },
    ...(residential
      ? [
          {
            id: 'bedrooms',
            title: t('search.filter.bedrooms'),
            content: <BedroomsField value={value.bedrooms} onChange={set('bedrooms')} />,
          },
          {
            id: 'bathrooms',
            title: t('search.filter.bathrooms'),
            content: <BathroomsField value={value.bathrooms} onChange={set('bathrooms')} />,
          },
        ]
      : []),
    { id: 'area', title: t('search.filter.area'), content: <AreaField value={value.area} onChange={set('area')} /> },
    {
      id: 'furnishing',
      title: t('search.filter.furnishing'),
      content: <FurnishingField value={value.furnishing} onChange={set('furnishing')} />,
    },
    ...(searchesTenants(value.purpose)
      ? [
          {
            id: 'tenant',
            title: t('search.filter.tenant'),
            content: <TenantField value={value.tenant} onChange={set('tenant')} />,
          },
        ]
      : []),
    {
      id: 'postedBy',
      title: t('search.filter.postedBy'),
      content: <PostedByField value={value.postedBy} onChange={set('postedBy')} />,
    },
    {
      id: 'amenities',
      title: t('search.filter.amenities'),
      content: <AmenitiesField value={value.amenities} onChange={set('amenities')} />,
    },
  ];

  if (layout === 'stack') {
    return (
      <div className={cn('flex flex-col gap-5', className)}>
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={`filter-${section.id}`} className="flex flex-col gap-2.5">
            <h3 id={`filter-${section.id}`} className="font-medium text-foreground text-sm">
              {section.title}
            </h3>
            {section.content}
          </section>
        ))}
      </div>
    );
  }

  return (
    <Accordion type="multiple" defaultValue={[...defaultOpen]} className={cn('w-full', className)}>
      {sections.map((section) => (
        <AccordionItem key={section.id} value={section.id}>
          <AccordionTrigger>{section.title}</AccordionTrigger>
          <AccordionContent>{section.content}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
