import { createContext, useContext } from "react";
import { FIRM_TIME_ZONE } from "#app/staff/view/time-zone.ts";

/** The signed-in founder's time zone (the account layout provides it), for every time their pages show. */
export const FounderTimeZone = createContext(FIRM_TIME_ZONE);

export const useFounderTimeZone = () => useContext(FounderTimeZone);
