import type { PaymentMode, Sale } from '@clinic/shared/pharmacy';
import type { dispensingRepository } from './dispensing.repository.ts';

type FoundSale = NonNullable<Awaited<ReturnType<typeof dispensingRepository.sale>>>;

/** A stored bill as the screens and the print read it. */
export function toSale({ sale, payment, lines }: FoundSale): Sale {
  return {
    _id: sale.id,
    billNumber: sale.billNumber,
    kind: sale.kind as Sale['kind'],
    patientName: sale.patientName,
    mrn: sale.mrn,
    doctorName: sale.doctorName,
    prescriberRegistration: sale.prescriberRegistration,
    soldAt: sale.soldAt.toISOString(),
    soldBy: sale.soldByName,
    lines: lines.map(({ line: l, returned }) => ({
      _id: l.id,
      drugName: l.drugName,
      hsn: l.hsn,
      schedule: l.schedule,
      batchNumber: l.batchNumber,
      expiryDate: l.expiryDate,
      quantity: l.quantity,
      unitsPerPack: l.unitsPerPack,
      mrpPaise: l.mrpPaise,
      discountPercent: l.discountPercent,
      gstRate: l.gstRate,
      amountPaise: l.amountPaise,
      taxablePaise: l.taxablePaise,
      cgstPaise: l.cgstPaise,
      sgstPaise: l.sgstPaise,
      returnedQuantity: returned,
    })),
    mrpPaise: sale.mrpPaise,
    discountPaise: sale.discountPaise,
    taxablePaise: sale.taxablePaise,
    cgstPaise: sale.cgstPaise,
    sgstPaise: sale.sgstPaise,
    roundOffPaise: sale.roundOffPaise,
    totalPaise: sale.totalPaise,
    payment: {
      receiptNumber: payment?.receiptNumber ?? '',
      mode: (payment?.mode ?? 'Cash') as PaymentMode,
      reference: payment?.reference ?? null,
    },
  };
}
