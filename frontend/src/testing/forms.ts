/**
 * Form helpers for schema tests: what formik shows at each field, and a
 * shipping form that passes, to change one field of.
 */
import { validateYupSchema, yupToFormErrors } from 'formik';
import type { AnyObject, ObjectSchema } from 'yup';

import type { ShippingValues } from '@/lib/shipping';

/** The message formik shows at each field: the first error of each path. */
export async function formErrors(schema: ObjectSchema<AnyObject>, values: Record<string, unknown>) {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

/** Shipping values every shipping schema accepts. */
export const validShipping: ShippingValues = {
  responsableName: 'Luigi Rossi',
  companyName: 'Pizzeria Da Luigi',
  email: 'luigi@da-luigi.example',
  phone: '+49 2161 987654',
  shippingAddress: 'Bismarckstraße 12',
  zipCode: '41061',
  city: 'Mönchengladbach',
  country: 'DE',
  vatId: '',
  orderReference: '',
};
