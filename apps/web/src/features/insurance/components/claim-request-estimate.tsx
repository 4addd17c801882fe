import { ESTIMATE_HEADS, estimateTotal, type ClaimRequest, type EstimateHead } from '@clinic/shared/insurance';
import { formatPaise } from '@clinic/shared/money';
import { PrintLineTable } from '../../../components/print/print-line-table.tsx';
import { PrintTotals } from '../../../components/print/print-totals.tsx';
import { FormSection } from './claim-form-section.tsx';

const HEADS = Object.keys(ESTIMATE_HEADS) as EstimateHead[];

/** The expected cost by the form's heads, each in rupees the Indian way, a head not expected at ₹0.00. */
export function ClaimRequestEstimate({ request }: { request: ClaimRequest }) {
  return (
    <FormSection title="Estimated cost of hospitalisation" keep>
      <PrintLineTable
        money
        rows={HEADS}
        rowKey={(head) => head}
        columns={[
          { header: 'Head', cell: (head) => ESTIMATE_HEADS[head] },
          { header: 'Expected cost', cell: (head) => formatPaise(request.estimate[head]) },
        ]}
      />
      <PrintTotals
        lines={[
          { label: 'Sum total expected cost of hospitalisation', paise: estimateTotal(request.estimate), grand: true },
        ]}
      />
    </FormSection>
  );
}
