"""Every quantity lifecycle reports: name -> (unit, description), in display order.

The single glossary of output names (``lifecycle estimate --json`` keys,
``summary.csv`` rows, report tables); ARCHITECTURE.md lists the headline ones.
"""

from __future__ import annotations

__all__ = ["QUANTITIES"]

_Q = """
time_to_train_days|days|wall-clock time from start to the end of training, incl. failures and overheads
gpu_hours|GPU-h|accelerators x elapsed hours
goodput|ratio|useful compute time / elapsed time (failures, checkpoints, restarts)
interruptions|count|expected unexpected interruptions over the run
checkpoint_interval_s|s|checkpoint interval (Young/Daly)
checkpoint_write_s|s|blocking time of one checkpoint write
restart_hours|h|total downtime restarting after interruptions (idle power)
compute_days|days|steps x step time, no failures or overheads
energy_mwh|MWh|facility energy of the run (IT x PUE)
it_energy_mwh|MWh|IT energy of the run (accelerators, hosts, network, storage)
accelerator_power_w|W|average board power of one accelerator while training
it_power_w_per_gpu|W|IT power per accelerator while training (board + host + network + storage)
grid_gco2e_per_kwh|gCO2e/kWh|location-based grid intensity
capex_usd|USD|the run's share of lifetime CapEx (0 in rent mode)
opex_usd|USD|the run's OpEx: energy + maintenance share (rent in rent mode)
tco_usd|USD|capex_usd + opex_usd
capem_tco2e|tCO2e|the run's share of lifetime embodied carbon
opem_tco2e|tCO2e|operational carbon, location-based
opem_market_tco2e|tCO2e|operational carbon, market-based (1 - CFE share)
total_tco2e|tCO2e|capem_tco2e + opem_tco2e (location-based)
water_onsite_m3|m3|on-site (cooling) water of the run: IT energy x WUE
water_offsite_m3|m3|off-site water of the run's electricity: facility energy x EWIF
water_embodied_m3|m3|run share of the hardware's embodied water (fab and manufacturing)
water_m3|m3|water_onsite_m3 + water_offsite_m3 + water_embodied_m3 (consumption)
wue_l_per_kwh|L/kWh|on-site water usage effectiveness drawn for the site (per kWh of IT energy)
ewif_l_per_kwh|L/kWh|off-site water intensity of the electricity drawn for the region
embodied_water_per_accelerator_l|L|embodied water of one accelerator with its share of server and network
project_gpu_hours|GPU-h|whole project: final run + development, evaluation, failed runs + idle-but-allocated time
project_energy_mwh|MWh|whole project: facility energy incl. the work around the final run and idle allocation
project_total_tco2e|tCO2e|whole project: total CO2e (location-based, embodied share incl.)
project_water_m3|m3|whole project: water (on-site, off-site, embodied share)
project_extra_share|ratio|development + evaluation + failed runs as a share of the final run
capex_accelerators_usd|USD|run share: accelerators
capex_servers_usd|USD|run share: rest of the servers
capex_network_usd|USD|run share: network
capex_storage_usd|USD|run share: storage
capex_facility_usd|USD|run share: facility build-out
opex_energy_usd|USD|run: facility energy x electricity price
opex_maintenance_usd|USD|run share: maintenance
opex_rent_usd|USD|run: GPU-hours x cloud price (rent mode only)
opex_other_usd|USD|run share: colocation/staff (prior other_opex_usd_per_gpu_year, 0 by default)
capem_accelerators_tco2e|tCO2e|run share: accelerator modules (die, HBM, packaging, board)
capem_servers_tco2e|tCO2e|run share: non-accelerator servers (CPUs, DRAM, SSD, platform)
capem_server_cpu_tco2e|tCO2e|run share: host CPUs (part of capem_servers_tco2e)
capem_server_dram_tco2e|tCO2e|run share: host DRAM (part of capem_servers_tco2e)
capem_server_ssd_tco2e|tCO2e|run share: local SSDs (part of capem_servers_tco2e)
capem_server_platform_tco2e|tCO2e|run share: mainboard, GPU baseboard/NVSwitch, NICs, chassis, PSUs, fans (part of capem_servers_tco2e)
capem_network_tco2e|tCO2e|run share: network gear
capem_storage_tco2e|tCO2e|run share: storage
capem_building_tco2e|tCO2e|run share: building
embodied_per_accelerator_kgco2e|kgCO2e|one accelerator module (die with yield, HBM, packaging, board)
embodied_die_kgco2e|kgCO2e|one good logic die only
embodied_hbm_kgco2e|kgCO2e|one accelerator's HBM stacks
embodied_package_kgco2e|kgCO2e|one accelerator's package (interposer, substrate, assembly)
embodied_board_kgco2e|kgCO2e|one accelerator's module board (PCB, regulators, cold plate)
embodied_server_per_accelerator_kgco2e|kgCO2e|the non-accelerator server per accelerator (CPUs, DRAM, SSD, platform)
lifetime_capex_usd|USD|cluster CapEx over the hardware life (incl. cost of capital, building share)
lifetime_opex_usd|USD|cluster OpEx over the life (energy busy and idle, maintenance)
lifetime_tco_usd|USD|lifetime CapEx + OpEx
lifetime_capem_tco2e|tCO2e|cluster embodied carbon (hardware + building share)
lifetime_opem_tco2e|tCO2e|cluster operational carbon over the life, location-based
lifetime_energy_mwh|MWh|cluster facility energy over the life
lifetime_water_onsite_m3|m3|cluster on-site water over the life
lifetime_water_offsite_m3|m3|cluster off-site (electricity) water over the life
lifetime_water_embodied_m3|m3|cluster embodied water (all hardware)
lifetime_water_m3|m3|cluster water over the life (on-site + off-site + embodied)
runs_per_lifetime|count|runs like this one that fit in the busy life
run_share_of_lifetime|ratio|elapsed hours / (lifetime hours x utilisation)
usd_per_mtok|USD/Mtoken|tco_usd per million training tokens
kgco2e_per_mtok|kgCO2e/Mtoken|total carbon per million training tokens
gco2e_per_pflop|gCO2e/PFLOP|total carbon per 1e15 model FLOPs (compute carbon intensity)
tcdp_tco2e_days|tCO2e x days|total carbon-delay product: total_tco2e x time_to_train_days
breakeven_rent_usd_per_gpu_hour|USD/GPU-h|cloud price at which renting costs the same as owning (own TCO / GPU-hours)
step_time_s|s|one optimizer step
compute_s|s|step: compute
comm_exposed_s|s|step: communication not hidden behind compute
bubble_s|s|step: pipeline bubble
recompute_s|s|step: activation recomputation
optimizer_s|s|step: optimizer update
overhead_s|s|step: other overhead
mfu|ratio|model FLOPs utilisation
tokens_per_s_per_gpu|tokens/s|throughput per accelerator
busy_fraction|ratio|share of the step doing math (drives power)
memory_gib|GiB|memory per accelerator
memory_headroom_gib|GiB|accelerator memory left (negative where the plan does not fit)
"""
#: Quantity name -> (unit, description), in display order.
QUANTITIES: dict[str, tuple[str, str]] = {
    ln.split("|")[0]: (ln.split("|")[1], ln.split("|")[2]) for ln in _Q.strip().splitlines()
}
