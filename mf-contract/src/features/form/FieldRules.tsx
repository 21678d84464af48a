// Rules that tie fields together: a new document type clears the document fields (rules §4), the tax number's
// 'missing' option and the body number's 'unknown' option clear what they replace.
import { useForm } from 'react-final-form';
import type { FormDocumentType } from '../rules/documentTypes';
import { DOCUMENT_FIELDS, type ContractFormValues } from '../values/formValues';
import { useFieldChange } from '../values/useFieldChange';

export function FieldRules() {
  const form = useForm<ContractFormValues>();

  useFieldChange<FormDocumentType>('documentType', () => {
    form.batch(() => {
      for (const field of DOCUMENT_FIELDS) {
        form.change(field, '');
        form.resetFieldState(field);
      }
    });
  });
  useFieldChange<boolean>('dontHaveInn', (missing) => {
    if (missing) form.change('inn', '');
  });
  useFieldChange<boolean>('bodyNumberUnknown', (unknown) => {
    if (unknown) form.change('bodyNumber', '');
  });
  return null;
}
