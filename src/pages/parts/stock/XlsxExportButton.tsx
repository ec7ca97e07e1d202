import { useListContext } from 'react-admin';
import { DownloadButton } from '../../on_call/request/DownloadButton';
import { stockExportUrl } from '../partsApi';

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The stock as the server's spreadsheet (numbers as numbers, dates as dates), with the list's filters. */
export function XlsxExportButton() {
  const { filterValues } = useListContext();
  return <DownloadButton url={stockExportUrl(filterValues)} fileName="stock.xlsx" accept={xlsx} label="parts.stock.export_xlsx" />;
}
