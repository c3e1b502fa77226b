import type { Ctx } from '../context';
import type { CallOptions } from '../http';
import { form } from '../http-write';
import type { Discount } from '../types';

/** The vouchers group. */
export function vouchers(c: Ctx) {
  return {
    /** POST /vouchers/discount: `voucher_code`, and `access_fee_id` / `item_id` when given. */
    getDiscount: (i: { voucherCode: string; accessFeeId?: number | string; itemId?: number | string }, o?: CallOptions) =>
      c.http<Discount>('/vouchers/discount', {
        ...o, auth: true, method: 'POST', body: form({ voucher_code: i.voucherCode, access_fee_id: i.accessFeeId, item_id: i.itemId }),
      }),
  };
}

/** The vouchers resource group. */
export type VouchersResource = ReturnType<typeof vouchers>;
