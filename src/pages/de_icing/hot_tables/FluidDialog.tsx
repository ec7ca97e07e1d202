import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import {
  BooleanInput,
  CreateBase,
  EditBase,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  required,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { fluidTypes } from '../../../../model/modules/de_icing/enums';
import { CrudSaveButton } from '../../../components/crud';

const typeChoices = fluidTypes.map((id) => ({ id, name: `de_icing.choices.fluid_type.${id}` }));

const omitReadOnly = ({
  name,
  manufacturer,
  fluid_type,
  hot_brand,
  material_id,
  lout_100_c,
  lout_75_c,
  lout_50_c,
  aerodynamic_limit_c,
  active,
  version,
}: Record<string, unknown>) => ({
  name,
  manufacturer,
  fluid_type,
  hot_brand,
  material_id,
  lout_100_c,
  lout_75_c,
  lout_50_c,
  aerodynamic_limit_c,
  active,
  ...(version === undefined ? {} : { version }),
});

/** A fluid product and its LOUT per concentration: the mixing rules read these, so only HOT-table managers edit them. */
export function FluidDialog({ id, onClose }: { id: Identifier | null; onClose: () => void }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const done = () => {
    void queryClient.invalidateQueries({ queryKey: ['de_icing', 'options'] });
    onClose();
  };
  const form = (
    <SimpleForm
      toolbar={
        <Toolbar>
          <CrudSaveButton />
        </Toolbar>
      }
      defaultValues={{ active: true, fluid_type: 'IV' }}
    >
      <TextInput source="name" label="de_icing.fluids.name" validate={required()} />
      <TextInput source="manufacturer" label="de_icing.fluids.manufacturer" />
      <SelectInput source="fluid_type" label="de_icing.fields.fluid_type" choices={typeChoices} validate={required()} />
      <TextInput source="hot_brand" label="de_icing.fluids.hot_brand" helperText="de_icing.fluids.hot_brand_help" />
      <NumberInput source="lout_100_c" label="de_icing.fluids.lout_100_c" step={0.5} />
      <NumberInput source="lout_75_c" label="de_icing.fluids.lout_75_c" step={0.5} />
      <NumberInput source="lout_50_c" label="de_icing.fluids.lout_50_c" step={0.5} />
      <NumberInput
        source="aerodynamic_limit_c"
        label="de_icing.fluids.aerodynamic_limit_c"
        helperText="de_icing.fluids.aerodynamic_limit_help"
        step={0.5}
      />
      <BooleanInput source="active" label="de_icing.fluids.active" />
    </SimpleForm>
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="fluid-title">
      <DialogTitle id="fluid-title">{translate(id === null ? 'de_icing.fluids.create' : 'de_icing.fluids.edit')}</DialogTitle>
      <DialogContent>
        {id === null ? (
          <CreateBase resource="de_icing_fluids" redirect={false} transform={omitReadOnly} mutationOptions={{ onSuccess: done }}>
            {form}
          </CreateBase>
        ) : (
          <EditBase
            resource="de_icing_fluids"
            id={id}
            redirect={false}
            mutationMode="pessimistic"
            transform={omitReadOnly}
            mutationOptions={{ onSuccess: done }}
          >
            {form}
          </EditBase>
        )}
      </DialogContent>
    </Dialog>
  );
}
