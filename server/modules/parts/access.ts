/**
 * Who reads and writes the Parts tab (docs/modules/parts.md): everyone with the tab reads their active
 * region's stock; parts_write moves stock; stock_count_confirm adjusts it. A technician assigned to a
 * job also issues parts to it from the job's page with work_record (checked per job: partsUsed.ts).
 */
export const partsReaders = ['parts_tab'];
export const partsWriters = ['parts_write'];
export const stockAdjusters = ['stock_count_confirm'];
