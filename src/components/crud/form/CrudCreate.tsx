import type { ReactNode } from 'react';
import { Create, useTranslate } from 'react-admin';
import { CrudHeading } from '../CrudHeading';
import { useCreatedNotice } from './createdNotice';

function CreateHeading() {
  const translate = useTranslate();
  return <CrudHeading detail={translate('crud.form.new_record')} />;
}

/** A create screen: back to the list once saved, saying what was created and where. */
export function CrudCreate({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  const onSuccess = useCreatedNotice();
  return (
    <Create redirect="list" title={false} aside={aside} actions={<CreateHeading />} mutationOptions={{ onSuccess }}>
      {children}
    </Create>
  );
}
