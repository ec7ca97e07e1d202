import { restRuleCatalogue } from '../../../model/modules/manpower';
import { CrudNumberInput, FormSection } from '../../components/crud';

/**
 * The roster's rest rules on the general settings page (docs/modules/manpower.md): each setting with its range
 * and, below it, the regulation or company rule it comes from.
 */
export function RestRuleSettings() {
  return (
    <FormSection name="rest_rules" help>
      {restRuleCatalogue.map((entry) => (
        <CrudNumberInput
          key={entry.setting}
          source={entry.setting}
          min={entry.min}
          max={entry.max}
          step={1}
          helperText={entry.citation_key}
        />
      ))}
    </FormSection>
  );
}
