/**
 * Who uses the Parts flow (issue 16 §1): the tab reads transfers, part requests and counts of the
 * active region; parts_write moves stock and orders parts; stock_count_confirm turns a count's
 * differences into adjustments.
 */
export const partsReaders = ['parts_tab'];
export const partsWriters = ['parts_write'];
export const countConfirmers = ['stock_count_confirm'];
