import { z } from "zod";
import { industrySlugs } from "../industry-slugs.ts";

export const industrySlugSchema = z.enum(industrySlugs);
