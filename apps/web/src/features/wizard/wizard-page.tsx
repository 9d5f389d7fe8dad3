import { listingFormDefaults, type Purpose } from '@aangan/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { draftStorageKey } from './draft-storage';
import { EditListing } from './edit-listing';
import { ListingWizard } from './listing-wizard';
import { WIZARD_TITLES } from './messages';
import { modeKey, resolveWizardMode } from './wizard-mode';

function NewListing({ purpose }: { purpose?: Purpose }) {
  const [baseValues] = useState(() => listingFormDefaults(purpose));
  const mode = { kind: 'new', purpose } as const;
  return <ListingWizard mode={mode} baseValues={baseValues} draftStorageKey={draftStorageKey(modeKey(mode))} />;
}

/** /list-property, /list-property/:purposeOrId and /edit-property/:id: the listing wizard (docs/product.md §2). */
export function WizardPage() {
  const mode = resolveWizardMode(useParams());
  const isEdit = mode.kind === 'edit';
  const { t } = useI18n();
  const title = t(isEdit ? WIZARD_TITLES.edit : WIZARD_TITLES.new);
  useDocumentTitle(title);

  return (
    <section className="page-container py-8 sm:py-12">
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <div className="flex flex-col gap-1">
          <h1 className="font-bold text-2xl text-foreground tracking-tight sm:text-3xl">{title}</h1>
          <p className="text-muted-foreground text-sm">
            {isEdit ? t('wizard.page.editIntro') : t('wizard.page.newIntro')}
          </p>
        </div>
        {/* Keyed by mode, so moving between a new listing and an edit starts a fresh form. */}
        {mode.kind === 'edit' ? (
          <EditListing key={modeKey(mode)} id={mode.id} />
        ) : (
          <NewListing key={`new:${mode.purpose ?? ''}`} purpose={mode.purpose} />
        )}
      </div>
    </section>
  );
}
