import type { ReactNode } from 'react';
import { Create, useTranslate } from 'react-admin';
import { CrudHeading } from '../CrudHeading';

function CreateHeading() {
  const translate = useTranslate();
  return <CrudHeading detail={translate('crud.form.new_record')} />;
}

/** A create screen: back to the list once saved. */
export function CrudCreate({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <Create redirect="list" title={false} aside={aside} actions={<CreateHeading />}>
      {children}
    </Create>
  );
}
