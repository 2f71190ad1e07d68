import { createContext, useContext } from "react";
import { FIRM_TIME_ZONE } from "#app/staff/view/time-zone.ts";

/** The signed-in member's time zone (the staff layout provides it), for every date the staff app shows. */
export const StaffTimeZone = createContext(FIRM_TIME_ZONE);

export const useStaffTimeZone = () => useContext(StaffTimeZone);
