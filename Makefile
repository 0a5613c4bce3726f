# Two entry points (see README): `make report` and `make test`.
# Both create .venv with a Python >= 3.12 found by scripts/find-python.
SHELL := /bin/bash
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
SCENARIO ?= data/scenarios/llama3-405b.yaml
export PYTENSOR_FLAGS ?= base_compiledir=$(CURDIR)/.cache/pytensor
export MPLBACKEND ?= Agg
export PIP_DISABLE_PIP_VERSION_CHECK := 1
# pytest-xdist workers: the suite is sized for 2 cores (README); TEST_WORKERS=0 runs it serially
TEST_WORKERS ?= 2
XDIST := $(if $(filter 0,$(TEST_WORKERS)),,-n $(TEST_WORKERS) --dist worksteal)

.PHONY: setup report test test-fast bench clean

$(STAMP): pyproject.toml constraints.txt
	@PYBIN=$$(scripts/find-python) || exit 1; \
	  echo "using $$PYBIN"; \
	  [ -x $(PY) ] || $$PYBIN -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -c constraints.txt -e '.[test]'
	@touch $(STAMP)

setup: $(STAMP)

report: $(STAMP)
	$(VENV)/bin/lifecycle check $(SCENARIO)
	$(VENV)/bin/lifecycle data check
	$(VENV)/bin/lifecycle report $(SCENARIO)

test: $(STAMP)
	bash scripts/ensure-chromium
	$(PY) -m pytest -q $(XDIST)

# the fast set: no sampling, no full-model compile, no kernel, no browser, no posterior
# (LIFECYCLE_NO_CALIBRATE=1 makes any fit or posterior read raise); <= 3 min on 2 cores
test-fast: $(STAMP)
	LIFECYCLE_NO_CALIBRATE=1 $(PY) -m pytest -q -m "not slow" $(XDIST)

bench: $(STAMP)
	for f in benchmarks/*.py; do $(PY) $$f || exit 1; done

clean:
	rm -rf $(VENV) .cache
