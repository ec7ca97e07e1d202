import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import { expensesSchemas } from '../../../model/resources/expenses';
import { CrudForm, CrudNumberInput, CurrencyCodeInput, FormSection } from '../../components/crud';
import { expenseUnitChoices } from './expenseUnits';

export function ExpenseForm() {
  return (
    <CrudForm schemas={expensesSchemas} defaultValues={{ unit: 'each', currency: 'EUR', receipt_required: true, active: true }}>
      <FormSection name="identity">
        <TextInput source="code" helperText="resources.expenses.help.code" />
        <TextInput source="name" helperText="resources.expenses.help.name" />
      </FormSection>
      <FormSection name="rate">
        <SelectInput source="unit" choices={expenseUnitChoices} helperText="resources.expenses.help.unit" />
        <CrudNumberInput source="default_rate" min={0} step={0.01} helperText="resources.expenses.help.default_rate" />
        <CurrencyCodeInput helperText="resources.expenses.help.currency" />
      </FormSection>
      <FormSection name="rules">
        <BooleanInput source="receipt_required" helperText="resources.expenses.help.receipt_required" />
        <BooleanInput source="active" helperText="resources.expenses.help.active" />
      </FormSection>
    </CrudForm>
  );
}
