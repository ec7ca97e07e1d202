import { useListContext } from 'react-admin';
import { DownloadButton } from '../../../components/DownloadButton';
import { stockExportUrl } from '../partsApi';

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The stock as the server's workbook (numbers as numbers, dates as dates, the filters in a header row), with the list's filters. */
export function XlsxExportButton() {
  const { filterValues } = useListContext();
  return (
    <DownloadButton
      url={stockExportUrl(filterValues)}
      fileName={`stock-${new Date().toISOString().slice(0, 10)}.xlsx`}
      accept={xlsx}
      label="parts.stock.export_xlsx"
    />
  );
}
