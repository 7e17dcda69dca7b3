/**
 * The registry snapshot the demo and the embedded default ship (PRODUCT.md 15), in the CSV
 * format of REGISTRY_FILE: Rapid Freight verified, Prairie Express failing (its insurance
 * lapsed, its liability cover below the default minimum), and Blue Line Logistics absent
 * (unverifiable). Two more records make the file look like the registry it stands for.
 * Copy it to a file and point REGISTRY_FILE at it to edit it while the server runs.
 */
export const DEMO_REGISTRY_CSV = `dot_number,mc_number,legal_name,dba_name,email,phone,city,state,authority_status,authority_since,out_of_service,safety_rating,bipd_cents,cargo_cents,insurance_expires_on
2345678,812604,RAPID FREIGHT LLC,Rapid Freight,compliance@rapidfreight.example,+1 312 555 0142,Chicago,IL,active,2016-04-12,false,satisfactory,100000000,25000000,2027-09-30
4567890,654321,PRAIRIE EXPRESS INC,Prairie Express,office@prairie-express.example,+1 402 555 0199,Omaha,NE,active,2021-08-03,false,none,50000000,10000000,2025-06-30
1234567,998877,LONE STAR HAULING LLC,,dispatch@lonestar.example,+1 214 555 0101,Dallas,TX,revoked,2012-01-20,false,conditional,75000000,10000000,2024-12-31
7650001,556677,PEACH STATE CARRIERS,,,+1 404 555 0123,Atlanta,GA,active,2025-10-01,true,unsatisfactory,75000000,0,2026-12-31
`;
