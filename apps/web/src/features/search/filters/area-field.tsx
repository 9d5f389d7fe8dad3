import { areaChipLabel, FILTER_SCALES, type SliderScale } from '@aangan/domain';
import { useI18n } from '../../../i18n/use-i18n';
import { useListingWords } from '../../../i18n/use-listing-words';
import { RangeField } from './range-field';

interface AreaFieldProps {
  value: readonly [number, number];
  onChange: (next: [number, number]) => void;
  /** The slider: the search filter's (0 to 5000 sq.ft) unless the sidebar's (100 to 10,000). */
  scale?: SliderScale;
}

/** Area range in square feet; a thumb at an end means no limit. */
export function AreaField({ value, onChange, scale = FILTER_SCALES.area }: AreaFieldProps) {
  const { t } = useI18n();
  const labels = useListingWords();
  return (
    <RangeField
      thumbLabels={[t('search.filter.areaMin'), t('search.filter.areaMax')]}
      scale={scale}
      value={value}
      onChange={onChange}
      summary={areaChipLabel(value, scale, labels)}
      formatEnd={labels.formatArea}
    />
  );
}
