// JobTech Taxonomy concepts (Arbetsförmedlingen) for the feeds' JobTech field names.
// Only ids checked against JobTech's own published material are listed: the country and län ids
// and the occupation names in JobTechSwe/sokannonser-api's test resources
// (tests/test_resources/concept_ids/concept_ids_geo.py, occupation.py and
// occupation_concept_ids_and_legacy_ids.py, where an id sits beside its legacy AMS id), Sverige,
// Norge and Svenska also in JobTech's getting-started guide. Where no id could be checked
// (Danmark, the Norwegian and Danish regions, languages other than Swedish, the SSYK occupation
// group of ST-läkare) the feeds give the label alone rather than a guessed id.
import type { CountryValue, RegionValue } from './places.ts';

export interface TaxonomyConcept {
  concept_id: string;
  label: string;
  legacy_ams_taxonomy_id?: string;
}

export const JOBTECH_COUNTRIES: Partial<Record<CountryValue, TaxonomyConcept>> = {
  SE: { concept_id: 'i46j_HmG_v64', label: 'Sverige' },
  NO: { concept_id: 'QJgN_Zge_BzJ', label: 'Norge' },
};

/** The 21 län as JobTech names them (its region concepts are Sweden's län). */
export const JOBTECH_REGIONS: Partial<Record<RegionValue, TaxonomyConcept>> = {
  Blekinge: { concept_id: 'DQZd_uYs_oKb', label: 'Blekinge län' },
  Dalarna: { concept_id: 'oDpK_oZ2_WYt', label: 'Dalarnas län' },
  Gotland: { concept_id: 'K8iD_VQv_2BA', label: 'Gotlands län' },
  Gävleborg: { concept_id: 'zupA_8Nt_xcD', label: 'Gävleborgs län' },
  Halland: { concept_id: 'wjee_qH2_yb6', label: 'Hallands län' },
  'Jämtland Härjedalen': { concept_id: '65Ms_7r1_RTG', label: 'Jämtlands län' },
  Jönköping: { concept_id: 'MtbE_xWT_eMi', label: 'Jönköpings län' },
  Kalmar: { concept_id: '9QUH_2bb_6Np', label: 'Kalmar län' },
  Kronoberg: { concept_id: 'tF3y_MF9_h5G', label: 'Kronobergs län' },
  Norrbotten: { concept_id: '9hXe_F4g_eTG', label: 'Norrbottens län' },
  Skåne: { concept_id: 'CaRE_1nn_cSU', label: 'Skåne län' },
  Stockholm: { concept_id: 'CifL_Rzy_Mku', label: 'Stockholms län' },
  Sörmland: { concept_id: 's93u_BEb_sx2', label: 'Södermanlands län' },
  Uppsala: { concept_id: 'zBon_eET_fFU', label: 'Uppsala län' },
  Värmland: { concept_id: 'EVVp_h6U_GSZ', label: 'Värmlands län' },
  Västerbotten: { concept_id: 'g5Tt_CAV_zBd', label: 'Västerbottens län' },
  Västernorrland: { concept_id: 'NvUF_SP1_1zo', label: 'Västernorrlands län' },
  Västmanland: { concept_id: 'G6DV_fKE_Viz', label: 'Västmanlands län' },
  'Västra Götaland': { concept_id: 'zdoY_6u5_Krt', label: 'Västra Götalands län' },
  Örebro: { concept_id: 'xTCk_nT5_Zjm', label: 'Örebro län' },
  Östergötland: { concept_id: 'oLT3_Q9p_3nn', label: 'Östergötlands län' },
};

/** The occupation names (occupation-name concepts) a doctor's ad is posted under. */
export const JOBTECH_OCCUPATIONS = {
  specialist: {
    concept_id: 'oHyy_M2j_HUP',
    label: 'Specialistläkare',
    legacy_ams_taxonomy_id: '7238',
  },
  doctor: { concept_id: '9K3i_XD4_Kyy', label: 'Läkare', legacy_ams_taxonomy_id: '7239' },
} as const satisfies Record<string, TaxonomyConcept>;

/**
 * Occupation groups (ssyk-level-4) by SSYK 2012 code, their legacy AMS id: 2211 Specialistläkare,
 * 2219 Övriga läkare. 2212 ST-läkare's id was not found.
 */
export const JOBTECH_OCCUPATION_GROUP_IDS: Readonly<Record<string, string>> = {
  '2211': 'nu7c_QuB_KVQ',
  '2219': 'gXqW_s5Q_ZjN',
};

export const JOBTECH_HEALTH_CARE_FIELD: TaxonomyConcept = {
  concept_id: 'NYW6_mP6_vwf',
  label: 'Hälso- och sjukvård',
  legacy_ams_taxonomy_id: '8',
};

/** Language concepts by the profile's language names; only Swedish's id is checked. */
export const JOBTECH_LANGUAGES: Readonly<Record<string, string>> = { svenska: 'zSLA_vw2_FXN' };
